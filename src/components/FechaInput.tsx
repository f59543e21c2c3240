import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';

// Spanish field placeholders: dd/mm/aaaa (never the English month/day/year default).
const localeText = {
  ...esES.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: () => 'mm',
  fieldYearPlaceholder: (params: { digitAmount: number }) => 'a'.repeat(params.digitAmount),
};

export function FechasProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}

interface FechaInputProps {
  label: string;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  minDate?: Dayjs;
}

/** A date input in dd/mm/aaaa; must sit inside FechasProvider. */
export function FechaInput({ label, value, onChange, minDate }: FechaInputProps) {
  return (
    <DatePicker
      label={label}
      value={value}
      onChange={(next) => onChange(next && next.isValid() ? next : null)}
      format="DD/MM/YYYY"
      minDate={minDate}
      slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
    />
  );
}
