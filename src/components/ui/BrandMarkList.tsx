import { BrandMark } from './BrandMark';
import type { BrandMarkKind } from './brand-mark-geometry';
import styles from './BrandMarkList.module.css';

interface BrandMarkListProps {
  kind: BrandMarkKind;
  names: readonly string[];
  /** The list's accessible name, e.g. "Payment methods". */
  label: string;
  height?: number;
}

/** A list of marks: each logo is a list item, so the list holds only items. */
export function BrandMarkList({ kind, names, label, height }: BrandMarkListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {names.map((name) => (
        <li key={name}>
          <BrandMark kind={kind} name={name} height={height} />
        </li>
      ))}
    </ul>
  );
}
