import { ComingSoon } from '../../../components/ComingSoon';

export default function PerfilPage() {
  return <ComingSoon />;
}
