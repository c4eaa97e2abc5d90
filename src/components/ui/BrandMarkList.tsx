import { BrandMark } from './BrandMark';
import type { BrandMarkKind } from './brand-mark-geometry';
import styles from './BrandMarkList.module.css';

interface BrandMarkListProps {
  kind: BrandMarkKind;
  names: readonly string[];
  /** The list's accessible name, e.g. "Payment methods". */
  label: string;
  /** 24 px high marks, or 18 px ones in a table row. */
  size?: 'regular' | 'small';
}

/** A list of marks: each logo is a list item, so the list holds only items. */
export function BrandMarkList({ kind, names, label, size = 'regular' }: BrandMarkListProps) {
  return (
    <ul className={`${styles.list} ${styles[size]}`} aria-label={label}>
      {names.map((name) => (
        <li key={name}>
          <BrandMark kind={kind} name={name} />
        </li>
      ))}
    </ul>
  );
}
