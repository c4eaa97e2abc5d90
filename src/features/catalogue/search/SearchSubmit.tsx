import styles from './SearchBox.module.css';

/** The form's submit button, a magnifier at the end of the box (every form has one, WCAG H32). */
export function SearchSubmit({ label }: { label: string }) {
  return (
    <button type="submit" className={styles.submit} aria-label={label}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M10 2a8 8 0 016.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1110 2zm0 2a6 6 0 100 12 6 6 0 000-12z"
        />
      </svg>
    </button>
  );
}
