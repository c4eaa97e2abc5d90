export declare const REACT_ROOTS_HOOK: string;
export declare function countReactFibers(): { roots: number; components: number; hostNodes: number };
