import { ComingSoon } from '../../../components/ComingSoon';

export default function UsuariosPage() {
  return <ComingSoon />;
}
