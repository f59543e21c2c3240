import dayjs from 'dayjs';
import { FechaInput, FechasProvider } from '@/components/FechaInput';

/** The day of a corte, dd/mm/aaaa (the date pickers load only when "Por día" is chosen). */
export default function ElegirDia({ dia, onChange }: { dia: string | null; onChange: (dia: string | null) => void }) {
  return (
    <FechasProvider>
      <FechaInput
        label="Día"
        value={dia ? dayjs(dia) : null}
        onChange={(valor) => onChange(valor ? valor.format('YYYY-MM-DD') : null)}
      />
    </FechasProvider>
  );
}
