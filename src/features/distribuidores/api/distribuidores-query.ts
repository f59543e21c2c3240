import { consultaLista, estatusElegido } from '@/lib/rest/consulta-lista';

export interface DistribuidoresFiltro {
  texto: string;
  estatus: 'activos' | 'inactivos' | '';
  /** '' all (admin only), 'negocio' the business's own, or a client's uid. */
  dueno: string;
}

/** What a distributor's row shows and its dialog edits (list-distribuidores.ts). */
export const CAMPOS_DISTRIBUIDOR = [
  'nombre',
  'telefono',
  'correo',
  'zona',
  'comision',
  'clienteId',
  'estatus',
] as const;

/** Distributors by name. A user always asks for its own (the rules refuse anything else). */
export function distribuidoresQuery({ texto, estatus, dueno }: DistribuidoresFiltro) {
  // nombreClave: case and accents folded, so "zapata" sorts before "Zurita" and "Álvarez" first.
  return consultaLista('distribuidores', {
    texto,
    // The business's own have no owner: clienteId null.
    iguales: { clienteId: dueno === 'negocio' ? null : dueno, estatus: estatusElegido(estatus) },
    orden: 'nombreClave',
    campos: CAMPOS_DISTRIBUIDOR,
  });
}
