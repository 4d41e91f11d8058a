import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ITEM_FILTER_LABELS, ITEM_FILTERS, type ItemFilter } from '../lib/item-filter';

type ItemFilterButtonsProps = {
  value: ItemFilter;
  counts: Record<ItemFilter, number>;
  onChange: (filter: ItemFilter) => void;
};

/** All / Upcoming / Overdue / Completed, each with how many items it shows; one is always chosen. */
export function ItemFilterButtons({ value, counts, onChange }: ItemFilterButtonsProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label="Show action items"
      onChange={(_event, next: ItemFilter | null) => {
        if (next) onChange(next);
      }}
      sx={{ flexWrap: 'wrap' }}
    >
      {ITEM_FILTERS.map((filter) => (
        <ToggleButton
          key={filter}
          value={filter}
          sx={{ textTransform: 'none', px: 1.5, color: 'text.primary' }}
        >
          {ITEM_FILTER_LABELS[filter]} ({counts[filter]})
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
