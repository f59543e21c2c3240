import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { RANGO_INVERTIDO } from '@domain/fechas';
import type { DesdeHasta } from '../lib/rango-fechas';

/**
 * MUI X's Spanish, with the field placeholders in dd/mm/aaaa (never the English month/day/year
 * default) and in usted where it says tú ("Elige fecha"), as the rest of the product speaks.
 */
const localeText = {
  ...esES.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: () => 'mm',
  fieldYearPlaceholder: (params: { digitAmount: number }) => 'a'.repeat(params.digitAmount),
  openDatePickerDialogue: (fecha: string | null) =>
    fecha ? `Elija la fecha; la elegida es ${fecha}` : 'Elija la fecha',
  openTimePickerDialogue: (hora: string | null) => (hora ? `Elija la hora; la elegida es ${hora}` : 'Elija la hora'),
  dateTableLabel: 'elija la fecha',
  timeTableLabel: 'elija la hora',
  day: 'Día',
  weekDay: 'Día de la semana',
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
  /** Why the date cannot be used, shown under the field. */
  error?: string;
  /** Focused as it first draws: the field the user touched before the pickers had loaded. */
  enfocada?: boolean;
}

/** A date input in dd/mm/aaaa; must sit inside FechasProvider. */
export function FechaInput({ label, value, onChange, minDate, error, enfocada }: FechaInputProps) {
  return (
    <DatePicker
      // Only where the user has just put the focus (ListaConFechas): it stays where they put it.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={enfocada}
      label={label}
      value={value}
      onChange={(next) => onChange(next && next.isValid() ? next : null)}
      format="DD/MM/YYYY"
      minDate={minDate}
      slotProps={{
        textField: { size: 'small', error: Boolean(error), helperText: error },
        field: { clearable: true },
      }}
    />
  );
}

interface RangoFechasProps<T extends DesdeHasta> {
  value: T;
  onChange: (value: T) => void;
  /** The field to focus as it first draws, if any. */
  enfocar?: keyof DesdeHasta;
}

/** Desde and Hasta of a list's filter; a Hasta before Desde says so instead of filtering silently to nothing. */
export function RangoFechas<T extends DesdeHasta>({ value, onChange, enfocar }: RangoFechasProps<T>) {
  const { desde, hasta } = value;
  const invertido = Boolean(desde && hasta && hasta.isBefore(desde, 'day'));
  return (
    <>
      <FechaInput
        label="Desde"
        value={desde}
        enfocada={enfocar === 'desde'}
        onChange={(next) => onChange({ ...value, desde: next })}
      />
      <FechaInput
        label="Hasta"
        value={hasta}
        enfocada={enfocar === 'hasta'}
        minDate={desde ?? undefined}
        onChange={(next) => onChange({ ...value, hasta: next })}
        error={invertido ? RANGO_INVERTIDO : undefined}
      />
    </>
  );
}

/** Desde and Hasta with their pickers' provider: what a dated list loads once its dates are touched. */
export default function RangoFechasConProveedor<T extends DesdeHasta>(props: RangoFechasProps<T>) {
  return (
    <FechasProvider>
      <RangoFechas {...props} />
    </FechasProvider>
  );
}
