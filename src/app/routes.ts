import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PersonIcon from '@mui/icons-material/Person';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ComponentType } from 'react';
import { ROLES, type Role } from '../../domain/roles';

export type PageModule = { default: ComponentType };

/** A screen for visitors who have not signed in. */
export interface PublicScreen {
  path: string;
  load: () => Promise<PageModule>;
}

export interface Screen {
  path: string;
  title: string;
  icon: typeof HomeIcon;
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

/** The frame of the signed-in screens (menu, top bar, session): loaded with the first of them. */
export const loadLayout = (): Promise<PageModule> => import('./layout/AppLayout');

/** The one route table: the router, the side menu and the role guard all read it (SPEC.md section 6). */
export const SCREENS: readonly Screen[] = [
  {
    path: '/inicio',
    title: 'Inicio',
    icon: HomeIcon,
    roles: ['admin', 'user'],
    inMenu: true,
    load: () => import('../features/inicio/components/InicioPage'),
  },
  {
    path: '/clientes',
    title: 'Clientes',
    icon: StorefrontIcon,
    roles: ['admin'],
    inMenu: true,
    load: () => import('../features/clientes/components/ClientesPage'),
  },
  {
    path: '/reportes',
    title: 'Reportes',
    icon: AssessmentIcon,
    roles: ['admin', 'manager', 'user'],
    inMenu: true,
    load: () => import('../features/reportes/components/ReportesPage'),
  },
  {
    path: '/distribuidores',
    title: 'Distribuidores',
    icon: BadgeIcon,
    roles: ['admin', 'user'],
    inMenu: true,
    load: () => import('../features/distribuidores/components/DistribuidoresPage'),
  },
  {
    path: '/recargas',
    title: 'Recargas',
    icon: PhoneAndroidIcon,
    roles: ['user'],
    inMenu: true,
    load: () => import('../features/recargas/components/RecargasPage'),
  },
  {
    path: '/proveedores',
    title: 'Proveedores',
    icon: LocalShippingIcon,
    roles: ['admin'],
    inMenu: true,
    load: () => import('../features/proveedores/components/ProveedoresPage'),
  },
  {
    path: '/usuarios',
    title: 'Usuarios',
    icon: ManageAccountsIcon,
    roles: ['admin'],
    inMenu: true,
    load: () => import('../features/usuarios/components/UsuariosPage'),
  },
  {
    path: '/productos',
    title: 'Productos',
    icon: Inventory2Icon,
    roles: ['admin'],
    inMenu: true,
    load: () => import('../features/productos/components/ProductosPage'),
  },
  {
    path: '/compras',
    title: 'Compras',
    icon: ShoppingCartIcon,
    roles: ['admin', 'user'],
    inMenu: true,
    load: () => import('../features/compras/components/ComprasPage'),
  },
  {
    path: '/logs',
    title: 'Logs',
    icon: ReceiptLongIcon,
    roles: ['admin'],
    inMenu: true,
    load: () => import('../features/logs/components/LogsPage'),
  },
  {
    path: '/perfil',
    title: 'Perfil',
    icon: PersonIcon,
    roles: ROLES,
    inMenu: false,
    load: () => import('../features/perfil/components/PerfilPage'),
  },
];

export function menuFor(role: Role | null): Screen[] {
  return role ? SCREENS.filter((screen) => screen.inMenu && screen.roles.includes(role)) : [];
}

/** Where a role lands after signing in: the first menu entry it may see (manager: Reportes). */
export function landingFor(role: Role): string {
  return menuFor(role)[0]?.path ?? '/perfil';
}

export function screenFor(path: string): Screen | undefined {
  return SCREENS.find((screen) => screen.path === path);
}
