import Stack from '@mui/material/Stack';
import type { Dayjs } from 'dayjs';
import { FechaInput, FechasProvider } from '@/components/FechaInput';

export interface Fechas {
  desde: Dayjs | null;
  hasta: Dayjs | null;
}

/** Desde and Hasta of a report's own period (the date pickers load only when it is chosen). */
export default function RangoPropio({ value, onChange }: { value: Fechas; onChange: (value: Fechas) => void }) {
  return (
    <FechasProvider>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 1 }}>
        <FechaInput label="Desde" value={value.desde} onChange={(desde) => onChange({ ...value, desde })} />
        <FechaInput
          label="Hasta"
          value={value.hasta}
          minDate={value.desde ?? undefined}
          onChange={(hasta) => onChange({ ...value, hasta })}
        />
      </Stack>
    </FechasProvider>
  );
}
