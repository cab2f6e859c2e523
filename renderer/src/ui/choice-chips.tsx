import classes from './choice-chips.module.css';

export interface ChoiceChip {
  value: string;
  label: string;
}

/**
 * One choice of a few, as chips (the landing's guardian filter, an expert's free slots): a radio group named `label`,
 * native radios in their labels (choice-chips.module.css). `name` groups the radios, so it is unique in the page and
 * the same in the server's HTML and the browser's. `outline` draws the smaller, outlined chips.
 */
export function ChoiceChips({
  label,
  name,
  choices,
  value,
  onChange,
  variant = 'filled',
}: {
  label: string;
  name: string;
  choices: readonly ChoiceChip[];
  value: string | null;
  onChange: (value: string) => void;
  variant?: 'filled' | 'outline';
}) {
  return (
    <div role="radiogroup" aria-label={label} className={variant === 'outline' ? `${classes.group} ${classes.outline}` : classes.group}>
      {choices.map((choice) => (
        <label key={choice.value} className={classes.choice}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          <span className={classes.label}>
            <span className={classes.check} aria-hidden="true">
              ✓
            </span>
            {choice.label}
          </span>
        </label>
      ))}
    </div>
  );
}
