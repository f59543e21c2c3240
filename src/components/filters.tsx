import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ minWidth: 260 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface SelectFilterProps<T extends string> {
  label: string;
  value: T | '';
  options: readonly { value: T; label: string }[];
  onChange: (value: T | '') => void;
  /** The empty choice's label; null for a select that always has a value (an ordering). */
  allLabel?: string | null;
}

/** A filter select whose empty choice means "no filter". */
export function SelectFilter<T extends string>({
  label,
  value,
  options,
  onChange,
  allLabel = 'Todos',
}: SelectFilterProps<T>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T | '')}
      size="small"
      sx={{ minWidth: 150 }}
    >
      {allLabel !== null && <MenuItem value="">{allLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export const ESTATUS_OPTIONS = [
  { value: 'activos', label: 'Activos' },
  { value: 'inactivos', label: 'Inactivos' },
] as const;

type Estatus = (typeof ESTATUS_OPTIONS)[number]['value'];

/** The Estatus filter every directory list has: Todos, Activos, Inactivos. */
export function EstatusFilter(props: { value: Estatus | ''; onChange: (value: Estatus | '') => void }) {
  return <SelectFilter label="Estatus" options={ESTATUS_OPTIONS} {...props} />;
}

/** Options from a value → label map. */
export function optionsOf<T extends string>(labels: Record<T, string>): { value: T; label: string }[] {
  return (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
}

/** Options whose label is the value itself (carriers, log types). */
export function optionsOfValues<T extends string>(values: readonly T[]): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: value }));
}
