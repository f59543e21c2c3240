import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import StoreIcon from '@mui/icons-material/Store';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import type { Role } from '@domain/roles';

/** The menu's user icon depends on the role: one for admin, manager and user each, and a default. */
export function RoleIcon({ role }: { role: Role | null | undefined }) {
  const testId = `icono-rol-${role ?? 'invitado'}`;
  switch (role) {
    case 'admin':
      return <AdminPanelSettingsIcon color="primary" data-testid={testId} />;
    case 'manager':
      return <SupervisorAccountIcon color="primary" data-testid={testId} />;
    case 'user':
      return <StoreIcon color="primary" data-testid={testId} />;
    default:
      return <AccountCircleIcon color="primary" data-testid={testId} />;
  }
}
