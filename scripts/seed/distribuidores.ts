import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { searchTokens } from '../../domain/busqueda';
import { distribuidorClaimId, distribuidorClave } from '../../domain/distribuidores';

const DISTRIBUIDORES: [
  id: string,
  clienteId: string | null,
  nombre: string,
  telefono: string,
  zona: string,
  comision: number,
][] = [
  ['dist-negocio-1', null, 'Marco Ruiz', '5521110001', 'Centro', 2],
  ['dist-negocio-2', null, 'Elena Vega', '5521110002', 'Norte', 2.5],
  ['dist-esquina-1', 'demo-cliente', 'Pepe Hernández', '5531110003', 'Colonia Juárez', 1.5],
  ['dist-esquina-2', 'demo-cliente', 'Laura Díaz', '5531110004', 'Roma Norte', 1.5],
  ['dist-norte-1', 'demo-cliente2', 'Raúl Garza', '8141110005', 'San Nicolás', 2],
  ['dist-norte-2', 'demo-cliente2', 'Sofía Treviño', '8141110006', 'Apodaca', 2],
  ['dist-gomez-1', 'demo-cliente3', 'Tomás Ortega', '3351110007', 'Zapopan', 1],
];

export async function seedDistribuidores(db: Firestore): Promise<void> {
  const batch = db.batch();
  const now = FieldValue.serverTimestamp();
  for (const [id, clienteId, nombre, telefono, zona, comision] of DISTRIBUIDORES) {
    const nombreClave = distribuidorClave(nombre);
    batch.set(db.collection('distribuidorNombres').doc(distribuidorClaimId(clienteId, nombreClave)), {
      distribuidorId: id,
    });
    batch.set(db.collection('distribuidores').doc(id), {
      nombre,
      nombreClave,
      telefono,
      zona,
      comision,
      clienteId,
      estatus: true,
      busqueda: searchTokens(nombre, zona, telefono),
      creadoEn: now,
      actualizadoEn: now,
    });
  }
  await batch.commit();
}
