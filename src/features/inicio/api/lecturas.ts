import { CAMPOS_CREDITO, creditoDeDatos, estadoCredito, type EstadoCredito } from '@domain/credito-base';
// Inicio's reads, each with the ID token it carries: neither React nor Firebase's SDK, so that a
// page load can start them before either has arrived (lectura-temprana.ts), as the route's guard
// and the page's hooks start them once the app runs (use-inicio.ts).
import { CONTADORES_INICIO } from '@domain/contadores';
import { diaNegocio } from '@domain/fechas';
import type { EstadoRecarga } from '@domain/recargas-base';
import { diasDeMeses } from '@domain/reportes';
import { umbralDe } from '@domain/saldo-bajo';
import { CUBETA_VACIA, sumarCubetas, type Cubeta } from '@domain/resumenes';
import { consultar, contar } from '@/lib/rest/consulta-rest';
import { leerDocumentos } from '@/lib/rest/documentos-rest';
import { firestoreRest } from '@/lib/firebase-config';
import { leerFrecuentes, type NumeroFrecuente } from '@/lib/recargas/frecuentes';
import { leerDiasNegocio } from '@/lib/lecturas/resumenes-negocio';
import {
  pendientesDelCliente,
  STOCK_BAJO_CAMPOS,
  STOCK_BAJO_CONSULTA,
  ULTIMAS_CAMPOS,
  ultimasConsulta,
} from './consultas';

const DIA_MS = 86_400_000;

/** The last `n` business days, oldest first (today last). */
export const ultimosDias = (n: number, ahora = Date.now()) =>
  Array.from({ length: n }, (_, i) => diaNegocio(new Date(ahora - (n - 1 - i) * DIA_MS)));

export interface VentasAdmin {
  hoy: Cubeta;
  /** Amount sold (monto of exitosas) per day, the last 14 days. */
  ventas: { dia: string; monto: number }[];
}

export interface PendientesAdmin {
  comprasPendientes: number;
  clientesActivos: number;
}

export type StockBajo = { id: string; nombre: string; stock: number }[];

/**
 * admin: the summaries of the 14 days' months (at most 16 documents): today's whole total, and of
 * the 13 days before only the amount the sparkline draws (a third of the bytes of their totals).
 */
async function cargarVentas(token: string): Promise<VentasAdmin> {
  const dias = ultimosDias(14);
  const hoy = dias[dias.length - 1];
  const meses = await leerDiasNegocio(token, { desde: dias[0], hasta: hoy }, (dia) =>
    dia === hoy ? ['total'] : ['total.monto'],
  );
  const porDia = new Map(dias.map((dia) => [dia, { ...CUBETA_VACIA, costo: 0 } as Cubeta]));
  for (const { dia, total } of diasDeMeses(meses)) {
    const suma = porDia.get(dia);
    if (suma) porDia.set(dia, sumarCubetas(suma, total));
  }
  return {
    hoy: porDia.get(hoy) ?? CUBETA_VACIA,
    ventas: dias.map((dia) => ({ dia, monto: porDia.get(dia)?.monto ?? 0 })),
  };
}

/**
 * admin: the two counts, one document looked up by id (domain/contadores.ts). A count query would
 * cost the emulator, and Firestore, a query's time: the figures draw as soon as the summaries do.
 * It and the low stock go over REST, as the shards do: the three requests leave at once, where the
 * SDK's channel sent its two listen targets one after the other, a round trip each (at 100,000
 * top-ups the low stock came last, 120–155 ms after the click; now the whole page takes 106–138 ms).
 */
async function cargarPendientes(token: string): Promise<PendientesAdmin> {
  const [contadores] = await leerDocumentos(
    firestoreRest,
    token,
    CONTADORES_INICIO.coleccion,
    [CONTADORES_INICIO.id],
    ['comprasPendientes', 'clientesActivos'],
  );
  return {
    comprasPendientes: Number(contadores?.data.comprasPendientes ?? 0),
    clientesActivos: Number(contadores?.data.clientesActivos ?? 0),
  };
}

/** admin: the active SIMs at or below the low-stock level, lowest first (at most 10 documents, 3 fields). */
async function cargarStockBajo(token: string): Promise<StockBajo> {
  const bajos = await consultar(firestoreRest, token, 'productos', STOCK_BAJO_CONSULTA, STOCK_BAJO_CAMPOS);
  return bajos
    .filter(({ data }) => data.estatus === true)
    .map(({ id, data }) => ({ id, nombre: String(data.nombre), stock: Number(data.stock) }));
}

export interface InicioCliente {
  saldo: number;
  /** Its low-saldo threshold (domain/saldo-bajo.ts). */
  umbral: number;
  /** Its credit line and debt (domain/credito.ts), from the same read. */
  credito: EstadoCredito;
  hoy: Cubeta;
  ultimas: { id: string; folio: string; operador: string; numero: string; monto: number; estado: EstadoRecarga }[];
  comprasPendientes: number;
  /** Its favourites and frequent numbers, each a link to a repeat sale (lib/recargas/frecuentes.ts). */
  frecuentes: NumeroFrecuente[];
}

/** How many favourites and frequent numbers, together, a shop's Inicio lists (favourites first). */
export const FRECUENTES_INICIO = 6;

/**
 * user: its saldo, today's own summary, its last 5 top-ups, its pending purchases, and its
 * favourites and frequent numbers (6 of each read, 6 in all shown): 20 reads at most. Six REST requests that
 * leave at once, where the SDK's channel sent three listen targets one
 * after the other (on the demo data, from the click to the page: 110 ms before, 76 after); the
 * first three with only the fields the page shows, the count counted on the server. None needs
 * Firestore's SDK, which Inicio then draws without (its first visit is held to 300 kB gzip).
 */
async function cargarCliente(token: string, uid: string): Promise<InicioCliente> {
  const [cliente, resumen, ultimas, pendientes, frecuentes] = await Promise.all([
    leerDocumentos(firestoreRest, token, 'clientes', [uid], ['umbralSaldo', ...CAMPOS_CREDITO]),
    // A query, not a lookup: a day without top-ups has no summary, and the rules answer a query of
    // one's own documents even when it finds none.
    consultar(
      firestoreRest,
      token,
      'resumenesCliente',
      {
        filtros: [
          { campo: 'clienteId', op: 'EQUAL', valor: uid },
          { campo: 'dia', op: 'EQUAL', valor: diaNegocio(new Date()) },
        ],
      },
      ['total'],
    ),
    consultar(firestoreRest, token, 'recargas', ultimasConsulta(uid), ULTIMAS_CAMPOS),
    contar(firestoreRest, token, 'compras', pendientesDelCliente(uid)),
    leerFrecuentes(token, uid, FRECUENTES_INICIO).then((numeros) => numeros.slice(0, FRECUENTES_INICIO)),
  ]);
  return {
    saldo: Number(cliente[0]?.data.saldo ?? 0),
    umbral: umbralDe(cliente[0]?.data),
    credito: estadoCredito(creditoDeDatos(cliente[0]?.data ?? {}), diaNegocio(new Date())),
    hoy: sumarCubetas(CUBETA_VACIA, (resumen[0]?.data.total as Partial<Cubeta> | undefined) ?? {}),
    ultimas: ultimas.map(({ id, data }) => ({
      id,
      folio: String(data.folio),
      operador: String(data.operador),
      numero: String(data.numero),
      monto: Number(data.monto),
      estado: data.estado as EstadoRecarga,
    })),
    comprasPendientes: pendientes,
    frecuentes,
  };
}

/** One of Inicio's reads: the key its useCarga takes it by, and the read given a token. */
export interface LecturaInicio<T = unknown> {
  clave: string;
  cargar: (token: string) => Promise<T>;
}

/** An admin's three parts, each read on its own (use-inicio.ts shows each as soon as it arrives). */
export const LECTURAS_ADMIN = {
  ventas: { clave: 'inicio:ventas', cargar: cargarVentas },
  pendientes: { clave: 'inicio:pendientes', cargar: cargarPendientes },
  stock: { clave: 'inicio:stock', cargar: cargarStockBajo },
} satisfies Record<string, LecturaInicio>;

/** A client's one read. */
export const lecturaCliente = (uid: string): LecturaInicio<InicioCliente> => ({
  clave: `inicio:${uid}`,
  cargar: (token) => cargarCliente(token, uid),
});

/** What Inicio reads for a role: an admin's three parts, a client's one; nothing for another role. */
export function lecturasInicio(role: string, uid: string): LecturaInicio[] {
  if (role === 'admin') return Object.values(LECTURAS_ADMIN);
  if (role === 'user') return [lecturaCliente(uid)];
  return [];
}
