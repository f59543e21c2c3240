import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { claveOrden, searchTokens } from '../../domain/busqueda';
import { vistaCatalogo, type ContenidoPaquete } from '../../domain/catalogo';

/** A few paquetes per carrier, as Mexican carriers sell them: data, minutes, social networks, days. */
const PAQUETES: Record<string, (ContenidoPaquete & { pesos: number; nombre: string })[]> = {
  Telcel: [
    { nombre: 'Amigo Sin Límite 50', pesos: 50, datosMb: 500, minutos: 1500, redesSociales: true, vigenciaDias: 7 },
    { nombre: 'Amigo Sin Límite 100', pesos: 100, datosMb: 1500, minutos: 3000, redesSociales: true, vigenciaDias: 15 },
    { nombre: 'Amigo Sin Límite 200', pesos: 200, datosMb: 4000, minutos: 5000, redesSociales: true, vigenciaDias: 30 },
  ],
  Movistar: [
    { nombre: 'Paquete Movistar 50', pesos: 50, datosMb: 1000, minutos: 1000, redesSociales: true, vigenciaDias: 10 },
    { nombre: 'Paquete Movistar 150', pesos: 150, datosMb: 5000, minutos: 3000, redesSociales: true, vigenciaDias: 30 },
  ],
  'AT&T': [
    { nombre: 'AT&T Unidos 100', pesos: 100, datosMb: 3000, minutos: 2000, redesSociales: true, vigenciaDias: 14 },
    { nombre: 'AT&T Unidos 200', pesos: 200, datosMb: 8000, minutos: 5000, redesSociales: true, vigenciaDias: 30 },
  ],
  Bait: [
    { nombre: 'Bait Internet 100', pesos: 100, datosMb: 5000, minutos: 0, redesSociales: false, vigenciaDias: 30 },
  ],
  Unefon: [
    { nombre: 'Unefon Internet 50', pesos: 50, datosMb: 1000, minutos: 500, redesSociales: true, vigenciaDias: 7 },
  ],
  'Virgin Mobile': [
    { nombre: 'Virgin Redes 30', pesos: 30, datosMb: 0, minutos: 300, redesSociales: true, vigenciaDias: 7 },
  ],
};

/** The paquetes with their catalogue views (what the Productos screen writes together). */
export async function seedPaquetes(db: Firestore): Promise<number> {
  const now = FieldValue.serverTimestamp();
  const batch = db.batch();
  let cuantos = 0;
  for (const [operador, paquetes] of Object.entries(PAQUETES)) {
    const code = operador
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase();
    for (const { nombre, pesos, ...contenido } of paquetes) {
      const sku = `PAQ-${code}-${pesos}`;
      const producto = {
        nombre,
        sku,
        tipo: 'paquete' as const,
        operador,
        proveedorId: operador === 'Telcel' ? 'prov-telcel' : 'prov-recargaki',
        // Bought about 7% below face value, sold at face value.
        costo: Math.round(pesos * 100 * 0.93),
        precio: pesos * 100,
        monto: pesos * 100,
        ...contenido,
        estatus: true,
      };
      batch.set(db.collection('productos').doc(sku), {
        ...producto,
        busqueda: searchTokens(nombre, sku, operador),
        nombreOrden: claveOrden(nombre),
        stock: 0,
        creadoEn: now,
        actualizadoEn: now,
      });
      batch.set(db.collection('catalogo').doc(sku), { ...vistaCatalogo(producto), actualizadoEn: now });
      cuantos += 1;
    }
  }
  await batch.commit();
  return cuantos;
}
