import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { claveOrden, searchTokens } from '../../domain/busqueda';
import { nombreClave, OPERADORES_INICIALES, type TipoProducto } from '../../domain/catalogo';

const PROVEEDORES = [
  {
    id: 'prov-telcel',
    nombre: 'Distribuidora Telcel Centro',
    contacto: 'Jorge Ramírez',
    telefono: '5550001111',
    correo: 'ventas@dtcentro.mx',
    rfc: 'DTC010203AB1',
    tipo: 'ambos',
  },
  {
    id: 'prov-recargaki',
    nombre: 'RecargaKi Agregador',
    contacto: 'Lucía Torres',
    telefono: '5550002222',
    correo: 'soporte@recargaki.mx',
    tipo: 'recarga',
  },
  {
    id: 'prov-simmx',
    nombre: 'SIM México Mayoreo',
    contacto: 'Pedro Luna',
    telefono: '3330003333',
    correo: 'pedidos@simmx.mx',
    tipo: 'sim',
  },
  {
    id: 'prov-norte',
    nombre: 'Comercializadora del Norte',
    contacto: 'Ana Salas',
    telefono: '8180004444',
    correo: 'compras@cnorte.mx',
    tipo: 'ambos',
    notas: 'Entrega en Monterrey los martes',
  },
] as const;

/** Top-up amounts (pesos) offered per carrier. */
const RECARGAS: Record<string, number[]> = {
  Telcel: [20, 30, 50, 100, 150, 200, 500],
  Movistar: [20, 50, 100, 200, 500],
  'AT&T': [20, 50, 100, 200, 500],
  Bait: [30, 50, 100],
  Unefon: [20, 50, 100],
  'Virgin Mobile': [30, 50, 100],
};

interface SeedProducto {
  sku: string;
  nombre: string;
  tipo: TipoProducto;
  operador: string;
  proveedorId: string;
  costo: number;
  precio: number;
  monto: number;
  vigenciaDias?: number;
}

function productos(): SeedProducto[] {
  const list: SeedProducto[] = [];
  for (const [operador, montos] of Object.entries(RECARGAS)) {
    const code = operador
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase();
    for (const pesos of montos) {
      list.push({
        sku: `REC-${code}-${pesos}`,
        nombre: `Recarga ${operador} $${pesos}`,
        tipo: 'recarga',
        operador,
        proveedorId: operador === 'Telcel' ? 'prov-telcel' : 'prov-recargaki',
        // The business buys airtime about 6% below face value and sells it at face value.
        costo: Math.round(pesos * 100 * 0.94),
        precio: pesos * 100,
        monto: pesos * 100,
        vigenciaDias: pesos >= 100 ? 30 : pesos >= 50 ? 15 : 7,
      });
    }
    list.push({
      sku: `SIM-${code}`,
      nombre: `Chip ${operador} prepago`,
      tipo: 'sim',
      operador,
      proveedorId: operador === 'Telcel' ? 'prov-telcel' : 'prov-simmx',
      costo: 3500,
      precio: 5000,
      monto: 0,
    });
  }
  list.push({
    sku: 'SALDO-1000',
    nombre: 'Saldo para recargas $1,000',
    tipo: 'saldo',
    operador: 'Telcel',
    proveedorId: 'prov-telcel',
    costo: 100000,
    precio: 100000,
    monto: 0,
  });
  return list;
}

export async function seedCatalogo(db: Firestore): Promise<number> {
  const now = FieldValue.serverTimestamp();
  const batch = db.batch();
  batch.set(db.collection('config').doc('operadores'), { lista: OPERADORES_INICIALES, actualizadoEn: now });
  for (const { id, ...proveedor } of PROVEEDORES) {
    const busqueda = searchTokens(proveedor.nombre, proveedor.contacto, proveedor.correo);
    batch.set(db.collection('proveedores').doc(id), {
      ...proveedor,
      nombreClave: nombreClave(proveedor.nombre),
      busqueda,
      estatus: true,
      creadoEn: now,
      actualizadoEn: now,
    });
    batch.set(db.collection('proveedorNombres').doc(nombreClave(proveedor.nombre)), { proveedorId: id });
  }
  const items = productos();
  for (const producto of items) {
    batch.set(db.collection('productos').doc(producto.sku), {
      ...producto,
      busqueda: searchTokens(producto.nombre, producto.sku, producto.operador),
      nombreOrden: claveOrden(producto.nombre),
      stock: 0,
      estatus: true,
      creadoEn: now,
      actualizadoEn: now,
    });
  }
  await batch.commit();
  return items.length;
}
