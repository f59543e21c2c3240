import { useMemo } from 'react';
import { ORIGENES_LOG, type LogDetalle, type LogType, type OrigenLog } from '@domain/logs';
import { consultaLista } from '@/lib/rest/consulta-lista';
import { fecha, filaDe } from '@/lib/rest/fila-de-documento';
import { rango, type DesdeHasta } from '@/lib/rango-fechas';
import { useCursorPage } from '@/lib/carga/use-cursor-page';

export interface LogFila {
  id: string;
  fecha: Date | null;
  type: LogType;
  screen: string;
  message: string;
  email: string;
  /** Who wrote it; null for entries from before the field existed. */
  origen: OrigenLog | null;
  detalle: LogDetalle | null;
}

export interface LogsFiltro extends DesdeHasta {
  type: LogType | '';
  screen: string;
  email: string;
}

/** What a log's row and its detail show. */
export const CAMPOS_LOG = ['fecha', 'type', 'screen', 'message', 'email', 'origen', 'detalle'] as const;

export const toLogFila = filaDe<LogFila>((data) => ({
  fecha: fecha(data.fecha),
  type: data.type,
  screen: String(data.screen ?? ''),
  message: String(data.message ?? ''),
  email: String(data.email ?? ''),
  origen: (ORIGENES_LOG as readonly unknown[]).includes(data.origen) ? (data.origen as OrigenLog) : null,
  detalle: data.detalle ?? null,
}));

/** Newest first, one page at a time; every filter runs on the server (declared composite indexes). */
export function useLogs(filtro: LogsFiltro) {
  const { type, screen, email } = filtro;
  const { desdeMs, hastaMs } = rango(filtro);
  const base = useMemo(
    () =>
      consultaLista('logs', {
        iguales: { type, screen, email: email.trim().toLowerCase() },
        fechas: { desdeMs, hastaMs },
        orden: 'fecha',
        direccion: 'desc',
        campos: CAMPOS_LOG,
      }),
    [type, screen, email, desdeMs, hastaMs],
  );
  return useCursorPage(base, toLogFila);
}
