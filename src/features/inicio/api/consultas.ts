// Inicio's REST queries (consulta-rest.ts), apart from the screen's readers so that the rules tests
// run the very queries the screen sends.
import { STOCK_BAJO } from '@domain/stock';
import type { Consulta, Filtro } from '@/lib/rest/consulta-rest';

/** admin: the SIMs at or below the low-stock level, lowest first, 10 at most (inactive ones included). */
export const STOCK_BAJO_CONSULTA: Consulta = {
  filtros: [
    { campo: 'tipo', op: 'EQUAL', valor: 'sim' },
    { campo: 'stock', op: 'LESS_THAN_OR_EQUAL', valor: STOCK_BAJO },
  ],
  orden: 'stock',
  limite: 10,
};
export const STOCK_BAJO_CAMPOS = ['nombre', 'stock', 'estatus'];

/** user: its own last 5 top-ups, newest first. */
export const ultimasConsulta = (uid: string): Consulta => ({
  filtros: [{ campo: 'clienteId', op: 'EQUAL', valor: uid }],
  orden: 'creadoEn',
  descendente: true,
  limite: 5,
});
export const ULTIMAS_CAMPOS = ['folio', 'operador', 'numero', 'monto', 'estado'];

/** user: its own purchases still waiting for approval, counted on the server. */
export const pendientesDelCliente = (uid: string): Filtro[] => [
  { campo: 'clienteId', op: 'EQUAL', valor: uid },
  { campo: 'estado', op: 'EQUAL', valor: 'pendiente' },
];
