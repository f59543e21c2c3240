import type { Dayjs } from 'dayjs';
import { Timestamp, where, type QueryConstraint } from 'firebase/firestore';

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

/** The range's constraints on a timestamp field. */
export function dentroDe(campo: string, { desdeMs, hastaMs }: RangoMs): QueryConstraint[] {
  return [
    ...(desdeMs !== null ? [where(campo, '>=', Timestamp.fromMillis(desdeMs))] : []),
    ...(hastaMs !== null ? [where(campo, '<', Timestamp.fromMillis(hastaMs))] : []),
  ];
}
