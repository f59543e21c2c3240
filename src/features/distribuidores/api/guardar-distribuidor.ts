import { doc, type DocumentData } from 'firebase/firestore/lite';
import { distribuidorClaimId, distribuidorClave, type Distribuidor } from '@domain/distribuidores';
import { db, guardarEnTransaccion } from '@/lib/guardar/db';
import { ErrorDeCampo } from '@/lib/db-errors';
import { logChange } from '@/lib/guardar/log-del-cambio';
import { escribirRegistro, leerReclamo, refDeRegistro } from '@/lib/guardar/registro-nombrado';
import type { DistribuidorFila } from './list-distribuidores';

function campos(d: Distribuidor | DistribuidorFila | DocumentData) {
  const comision = 'comision' in d ? d.comision : 0;
  return {
    nombre: d.nombre,
    telefono: d.telefono,
    comision,
    ...(d.correo ? { correo: d.correo } : {}),
    ...(d.zona ? { zona: d.zona } : {}),
  };
}

export class NombreDistribuidorDuplicado extends ErrorDeCampo {
  constructor(nombre: string) {
    super('nombre', `Ya existe un distribuidor con el nombre "${nombre}"`);
  }
}

/**
 * Creates (for its owner, which never changes afterwards) or edits a distributor, with its log.
 * The name is unique per owner through a claim document written in the same transaction (the rules
 * refuse a claim that already exists), in one transaction that reads the claim and the record as
 * they are. A claim that already names this distributor, or a record that already holds the save,
 * is this save applied before: Firestore's SDK runs the transaction again when a commit's answer is
 * lost, and the second run then writes nothing and succeeds (it was refused, and the user told
 * "No tiene permiso", though the distributor had been saved).
 */
export async function guardarDistribuidor(
  datos: Distribuidor,
  anterior: DistribuidorFila | null,
  clienteId: string | null,
): Promise<void> {
  const dueno = anterior ? anterior.clienteId : clienteId;
  const clave = distribuidorClave(datos.nombre);
  const claim = doc(db, 'distribuidorNombres', distribuidorClaimId(dueno, clave));
  const renamed = !anterior || distribuidorClave(anterior.nombre) !== clave;
  const ref = refDeRegistro('distribuidores', anterior);
  const despues = campos(datos);
  await guardarEnTransaccion(async (tx) => {
    if (renamed) {
      const reclamo = await leerReclamo(tx, claim, 'distribuidorId', ref);
      if (reclamo === 'propio') return;
      if (reclamo === 'tomado') throw new NombreDistribuidorDuplicado(datos.nombre);
    }
    const { antes, cambia } = await escribirRegistro(tx, ref, anterior !== null, {
      despues,
      opcionales: { correo: datos.correo, zona: datos.zona },
      clave,
      buscable: [datos.nombre, datos.zona, datos.telefono],
      alta: { clienteId },
    });
    if (!cambia) return;
    logChange(tx, {
      entidad: 'distribuidores',
      id: ref.id,
      nombre: datos.nombre,
      antes: antes ? campos(antes) : null,
      despues,
    });
    if (renamed) {
      tx.set(claim, { distribuidorId: ref.id });
      if (anterior) {
        const anteriorClaim = distribuidorClaimId(dueno, distribuidorClave(anterior.nombre));
        tx.delete(doc(db, 'distribuidorNombres', anteriorClaim));
      }
    }
  });
}
