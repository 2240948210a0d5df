import { useMemo, useState } from 'react';
import { useCombobox } from 'downshift';
import styles from './SearchableSelect.module.css';

interface SearchableSelectProps<T> {
  label: string;
  items: readonly T[];
  /** The name shown and searched. */
  itemName: (item: T) => string;
  /** Other names the search also matches (e.g. the English name). */
  itemAltName?: (item: T) => string;
  itemKey: (item: T) => string | number;
  selected: T | null;
  onSelect: (item: T | null) => void;
  placeholder: string;
  /** Shown when the search matches nothing. */
  notFound: string;
  toggleLabel: string;
}

/** Case- and accent-insensitive ('viet' finds 'Việt Nam'); other scripts are left whole. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase();

/**
 * A searchable dropdown on the ARIA combobox pattern (downshift's useCombobox):
 * type to filter case-insensitively, arrow keys and Enter to choose.
 */
export function SearchableSelect<T>({
  label,
  items,
  itemName,
  itemAltName,
  itemKey,
  selected,
  onSelect,
  placeholder,
  notFound,
  toggleLabel,
}: SearchableSelectProps<T>) {
  const [query, setQuery] = useState('');
  // The text in the box follows the chosen item, also when the parent chooses it.
  const [inputValue, setInputValue] = useState(selected ? itemName(selected) : '');
  const [shownSelected, setShownSelected] = useState(selected);
  if (selected !== shownSelected) {
    setShownSelected(selected);
    setInputValue(selected ? itemName(selected) : '');
  }
  const shown = useMemo(() => {
    const wanted = fold(query.trim());
    if (!wanted) return items;
    return items.filter(
      (item) =>
        fold(itemName(item)).includes(wanted) ||
        (itemAltName ? fold(itemAltName(item)).includes(wanted) : false),
    );
  }, [items, query, itemName, itemAltName]);

  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
  } = useCombobox<T>({
    items: shown as T[],
    selectedItem: selected,
    itemToString: (item) => (item ? itemName(item) : ''),
    itemToKey: (item) => (item ? itemKey(item) : null),
    onSelectedItemChange: ({ selectedItem }) => onSelect(selectedItem ?? null),
    inputValue,
    onInputValueChange: ({ inputValue: typed, type }) => {
      setInputValue(typed ?? '');
      // Only typing filters; choosing an item shows the whole list next time.
      setQuery(type === useCombobox.stateChangeTypes.InputChange ? (typed ?? '') : '');
    },
  });

  return (
    <div className={styles.select}>
      <label className={styles.label} {...getLabelProps()}>
        {label}
      </label>
      <div className={styles.control}>
        <input className={styles.input} placeholder={placeholder} {...getInputProps()} />
        <button
          type="button"
          className={styles.toggle}
          aria-label={toggleLabel}
          {...getToggleButtonProps()}
        >
          <span aria-hidden="true">{isOpen ? '▴' : '▾'}</span>
        </button>
      </div>
      <ul className={isOpen && shown.length > 0 ? styles.menu : styles.closed} {...getMenuProps()}>
        {isOpen
          ? shown.map((item, index) => (
              <li
                key={itemKey(item)}
                className={[
                  styles.option,
                  highlightedIndex === index ? styles.highlighted : '',
                  selected && itemKey(selected) === itemKey(item) ? styles.chosen : '',
                ].join(' ')}
                {...getItemProps({ item, index })}
              >
                {itemName(item)}
              </li>
            ))
          : null}
      </ul>
      {isOpen && shown.length === 0 ? (
        <p className={styles.empty} role="status">
          {notFound}
        </p>
      ) : null}
    </div>
  );
}
