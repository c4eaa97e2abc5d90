export declare function cpuSlowdownFor(benchmarkIndex: number): number;
export declare function measureBenchmarkIndex(evaluate: (expression: string) => Promise<number>): Promise<number>;
export declare function calibrate(
  evaluate: (expression: string) => Promise<number>,
  samples?: number,
): Promise<{ benchmarkIndex: number; cpuSlowdown: number }>;
export declare function describeCalibration(calibration: { benchmarkIndex: number; cpuSlowdown: number }): string;
