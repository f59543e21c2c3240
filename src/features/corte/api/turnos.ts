import { useMemo } from 'react';
import type { Corte } from '@domain/corte';
import { postIdempotente } from '@/lib/api/api-client';
import { claveDeIntento } from '@/lib/api/clave-de-intento';
import { consultaLista } from '@/lib/rest/consulta-lista';
import { fecha, filaDe } from '@/lib/rest/fila-de-documento';
import { useCursorPage } from '@/lib/carga/use-cursor-page';

/** A closed shift as the list and the close's answer show it. */
export interface TurnoFila {
  id: string;
  numero: number;
  desdeDia: string;
  dia: string;
  cerradoEn: Date | null;
  esperado: number;
  contado: number;
  diferencia: number;
  corte: Corte;
}

const toTurnoFila = filaDe<TurnoFila>((data) => ({
  numero: Number(data.numero),
  desdeDia: String(data.desdeDia),
  dia: String(data.dia),
  cerradoEn: fecha(data.cerradoEn),
  esperado: Number(data.esperado),
  contado: Number(data.contado),
  diferencia: Number(data.diferencia),
  corte: data.corte as Corte,
}));

/** The shop's closed shifts, newest first, a page at a time (read again after a close: reload). */
export function useTurnos(clienteId: string) {
  const base = useMemo(
    () =>
      consultaLista('turnos', {
        iguales: { clienteId },
        orden: 'cerradoEn',
        direccion: 'desc',
        campos: ['numero', 'desdeDia', 'dia', 'cerradoEn', 'esperado', 'contado', 'diferencia', 'corte'],
      }),
    [clienteId],
  );
  return useCursorPage(base, toTurnoFila, 10);
}

interface TurnoRespuesta extends Omit<TurnoFila, 'cerradoEn'> {
  cerradoEn: number;
}

/**
 * Closes the shop's current shift with the cash counted, and the cash the screen said to expect.
 * Its key belongs to those two figures until the server answers: a lost answer sent again closes
 * the same shift once.
 */
export async function cerrarTurno(esperado: number, contado: number): Promise<TurnoFila> {
  const intento = claveDeIntento('turno', { esperado, contado });
  const turno = await postIdempotente<TurnoRespuesta>('turnos/cerrar', { id: intento.clave, esperado, contado });
  intento.hecha();
  return { ...turno, cerradoEn: new Date(turno.cerradoEn) };
}
