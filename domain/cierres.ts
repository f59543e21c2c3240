// The day's close: what the scheduled close stores for each business day in
// cierres/{YYYY-MM-DD}, readable by admin and manager. Without schemas: Reportes and Inicio read it.

export const ESTADOS_CIERRE = ['cuadra', 'descuadre'] as const;
export type EstadoCierre = (typeof ESTADOS_CIERRE)[number];
export const ESTADO_CIERRE_LABELS: Record<EstadoCierre, string> = {
  cuadra: 'Cuadra',
  descuadre: 'Con diferencias',
};

/** The day in figures, all amounts in centavos. */
export interface TotalesDia {
  /** Top-ups created that day, as they stand at the close. */
  recargas: number;
  exitosas: number;
  /** Airtime sold (monto of the exitosas). */
  vendido: number;
  /** What the clients paid for them (precio). */
  cobrado: number;
  costo: number;
  margen: number;
  fallidas: number;
  revertidas: number;
  pendientes: number;
  /** Refunds of failed and reverted top-ups moved that day. */
  reembolsos: number;
  /** Saldo credited by approved purchases (deposits and transfers). */
  depositos: number;
  /** Manual adjustments, net. */
  ajustes: number;
  movimientos: number;
  /** Clients whose saldo moved. */
  clientes: number;
}

export const TOTALES_VACIOS: TotalesDia = {
  recargas: 0,
  exitosas: 0,
  vendido: 0,
  cobrado: 0,
  costo: 0,
  margen: 0,
  fallidas: 0,
  revertidas: 0,
  pendientes: 0,
  reembolsos: 0,
  depositos: 0,
  ajustes: 0,
  movimientos: 0,
  clientes: 0,
};

/** At most this many disagreements are stored with a close (their count is always stored). */
export const MAX_DESCUADRES_GUARDADOS = 100;

/** A disagreement as stored and shown: what it is about and what should have been. */
export interface DescuadreGuardado {
  regla: string;
  sujeto: string;
  texto: string;
}

export interface CierreDia {
  dia: string;
  estado: EstadoCierre;
  totales: TotalesDia;
  nDescuadres: number;
  descuadres: DescuadreGuardado[];
  /** Documents the close read, as Firestore bills them. */
  leidos: number;
}
