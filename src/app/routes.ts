import type { ComponentType } from 'react';
import { ROLES, type Role } from '@domain/roles';

/** The icons of the menu: the route table names them, the layout (which loads MUI) draws them. */
export type ScreenIcon =
  | 'Assessment'
  | 'Badge'
  | 'Home'
  | 'Inventory2'
  | 'LocalShipping'
  | 'ManageAccounts'
  | 'Person'
  | 'PhoneAndroid'
  | 'PointOfSale'
  | 'ReceiptLong'
  | 'Router'
  | 'ShoppingCart'
  | 'Storefront';

export interface PageModule {
  default: ComponentType;
  /**
   * Starts the screen's first reads from the menu's click, or from the route's guard once it
   * passes, while the route renders (use-carga.ts, adelantar). lazy-page.ts calls it at once when
   * the module has already been loaded.
   */
  adelantar?: () => void;
}

/** A screen for visitors who have not signed in. */
export interface PublicScreen {
  path: string;
  load: () => Promise<PageModule>;
}

export interface Screen {
  path: string;
  title: string;
  /** Its menu icon, by MUI's name for it (app/layout/screen-icons.ts draws it). */
  icon: ScreenIcon;
  roles: readonly Role[];
  /** Perfil is opened from the user's name or icon, not from a menu entry. */
  inMenu: boolean;
  load: () => Promise<PageModule>;
}

// The route table is also what the bundle budgets (budgets.ts) are checked against: keep each
// route's load a plain `() => import('…')`, so the size check can read which page it loads.

/** / and /login: the sign-in screen. It needs neither the layout nor Firebase to draw. */
export const PUBLIC_SCREENS: readonly PublicScreen[] = [
  { path: '/', load: () => import('../features/auth/components/LoginPage') },
  { path: '/login', load: () => import('../features/auth/components/LoginPage') },
];

/**
 * The one route table, with each screen's roles: the router, the side menu and the role guard all
 * read it, so a menu entry shows only to the roles that may open its screen.
 */
export const SCREENS: readonly Screen[] = [
  {
    path: '/inicio',
    title: 'Inicio',
    icon: 'Home',
    roles: ['admin', 'user'],
    inMenu: true,
    load: () => import('../features/inicio/components/InicioPage'),
  },
  {
    path: '/clientes',
    title: 'Clientes',
    icon: 'Storefront',
    roles: ['admin'],
    inMenu: true,
    load: () => import('../features/clientes/components/ClientesPage'),
  },
  {
    path: '/reportes',
    title: 'Reportes',
    icon: 'Assessment',
    roles: ['admin', 'manager', 'user'],
    inMenu: true,
    load: () => import('../features/reportes/components/ReportesPage'),
  },
  {
    path: '/distribuidores',
    title: 'Distribuidores',
    icon: 'Badge',
    roles: ['admin', 'user'],
    inMenu: true,
    load: () => import('../features/distribuidores/components/DistribuidoresPage'),
  },
  {
    path: '/recargas',
    title: 'Recargas',
    icon: 'PhoneAndroid',
    roles: ['user'],
    inMenu: true,
    load: () => import('../features/recargas/components/RecargasPage'),
  },
  {
    // The shop's day and shift, closed against the cash in its drawer.
    path: '/corte',
    title: 'Corte de caja',
    icon: 'PointOfSale',
    roles: ['user'],
    inMenu: true,
    load: () => import('../features/corte/components/CortePage'),
  },
  {
    path: '/proveedores',
    title: 'Proveedores',
    icon: 'LocalShipping',
    roles: ['admin'],
    inMenu: true,
    load: () => import('../features/proveedores/components/ProveedoresPage'),
  },
  {
    path: '/usuarios',
    title: 'Usuarios',
    icon: 'ManageAccounts',
    roles: ['admin'],
    inMenu: true,
    load: () => import('../features/usuarios/components/UsuariosPage'),
  },
  {
    path: '/productos',
    title: 'Productos',
    icon: 'Inventory2',
    roles: ['admin'],
    inMenu: true,
    load: () => import('../features/productos/components/ProductosPage'),
  },
  {
    path: '/compras',
    title: 'Compras',
    icon: 'ShoppingCart',
    roles: ['admin', 'user'],
    inMenu: true,
    load: () => import('../features/compras/components/ComprasPage'),
  },
  {
    path: '/logs',
    title: 'Logs',
    icon: 'ReceiptLong',
    roles: ['admin'],
    inMenu: true,
    load: () => import('../features/logs/components/LogsPage'),
  },
  {
    // The aggregators, their float, routes and the carriers' health. Not one of the specified menu
    // entries: opened from the admin's Inicio.
    path: '/pasarelas',
    title: 'Pasarelas',
    icon: 'Router',
    roles: ['admin'],
    inMenu: false,
    load: () => import('../features/pasarelas/components/PasarelasPage'),
  },
  {
    path: '/perfil',
    title: 'Perfil',
    icon: 'Person',
    roles: ROLES,
    inMenu: false,
    load: () => import('../features/perfil/components/PerfilPage'),
  },
];

/** Where an admin signed in without a second factor enrols one (Perfil), before any other screen. */
export const PANTALLA_SEGUNDO_FACTOR = '/perfil';

export function menuFor(role: Role | null): Screen[] {
  return role ? SCREENS.filter((screen) => screen.inMenu && screen.roles.includes(role)) : [];
}

/** Where a role lands after signing in: the first menu entry it may see (manager: Reportes). */
export function landingFor(role: Role): string {
  return menuFor(role)[0]?.path ?? '/perfil';
}

export function screenFor(path: string): Screen | undefined {
  // The router matches /clientes/ as /clientes, and Hosting serves it the same page.
  const ruta = path.replace(/(.)\/+$/, '$1');
  return SCREENS.find((screen) => screen.path === ruta);
}
