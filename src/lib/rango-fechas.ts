import type { Dayjs } from 'dayjs';
import type { Filtro } from './rest/consulta-rest';

/** A list's Desde/Hasta filter as its date pickers hold it. */
export interface DesdeHasta {
  desde: Dayjs | null;
  hasta: Dayjs | null;
}

export interface RangoMs {
  desdeMs: number | null;
  hastaMs: number | null;
}

/** A Desde/Hasta filter as a query needs it: [desdeMs, hastaMs) in milliseconds, whole days. */
export function rango({ desde, hasta }: DesdeHasta): RangoMs {
  return {
    desdeMs: desde ? desde.startOf('day').valueOf() : null,
    hastaMs: hasta ? hasta.add(1, 'day').startOf('day').valueOf() : null,
  };
}

/** The range's clauses on a timestamp field. */
export function dentroDe(campo: string, { desdeMs, hastaMs }: RangoMs): Filtro[] {
  return [
    ...(desdeMs !== null ? [{ campo, op: 'GREATER_THAN_OR_EQUAL', valor: new Date(desdeMs) } as const] : []),
    ...(hastaMs !== null ? [{ campo, op: 'LESS_THAN', valor: new Date(hastaMs) } as const] : []),
  ];
}
