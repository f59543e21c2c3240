import {
  collection,
  orderBy,
  query,
  Timestamp,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { ORIGENES_LOG, type LogDetalle, type LogType, type OrigenLog } from '../../../../domain/logs';
import { db } from '../../../lib/firebase';
import { useCursorPage } from '../../../lib/use-cursor-page';

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

export interface LogsFiltro {
  type: LogType | '';
  screen: string;
  email: string;
  desde: Dayjs | null;
  hasta: Dayjs | null;
}

function toFila(doc: QueryDocumentSnapshot): LogFila {
  const data = doc.data();
  return {
    id: doc.id,
    fecha: data.fecha?.toDate?.() ?? null,
    type: data.type,
    screen: String(data.screen ?? ''),
    message: String(data.message ?? ''),
    email: String(data.email ?? ''),
    origen: (ORIGENES_LOG as readonly unknown[]).includes(data.origen) ? (data.origen as OrigenLog) : null,
    detalle: data.detalle ?? null,
  };
}

/** Newest first, one page at a time; every filter runs on the server (declared composite indexes). */
export function useLogs({ type, screen, email, desde, hasta }: LogsFiltro) {
  const desdeMs = desde?.startOf('day').valueOf() ?? null;
  const hastaMs = hasta?.add(1, 'day').startOf('day').valueOf() ?? null;
  const base = useMemo(() => {
    const constraints: QueryConstraint[] = [];
    if (type) constraints.push(where('type', '==', type));
    if (screen) constraints.push(where('screen', '==', screen));
    const correo = email.trim().toLowerCase();
    if (correo) constraints.push(where('email', '==', correo));
    if (desdeMs !== null) constraints.push(where('fecha', '>=', Timestamp.fromMillis(desdeMs)));
    if (hastaMs !== null) constraints.push(where('fecha', '<', Timestamp.fromMillis(hastaMs)));
    return query(collection(db, 'logs'), ...constraints, orderBy('fecha', 'desc'));
  }, [type, screen, email, desdeMs, hastaMs]);
  return useCursorPage(base, toFila);
}
