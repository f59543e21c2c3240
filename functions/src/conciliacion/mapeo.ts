import { FieldValue } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { mapeoBancoSchema, type MapeoBanco } from '../../../domain/conciliacion';
import { claveReferencia } from '../../../domain/compras';
import { db } from '../admin';
import { requireCaller } from '../caller';
import { parseBody } from '../http';

/** The column mappings of the banks' statements, remembered per bank (the admin reads them). */
export const mapeosRef = () => db.collection('config').doc('conciliacion');

/** POST /api/conciliacion/mapeo {banco, columnas} (admin): how this bank's statements are read. */
export async function guardarMapeo(req: Request): Promise<MapeoBanco> {
  await requireCaller(req, ['admin']);
  const mapeo = parseBody(mapeoBancoSchema, req.body);
  await mapeosRef().set(
    { mapeos: { [claveReferencia(mapeo.banco)]: mapeo }, actualizadoEn: FieldValue.serverTimestamp() },
    { merge: true },
  );
  return mapeo;
}
