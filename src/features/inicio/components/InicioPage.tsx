import { ComingSoon } from '../../../components/ComingSoon';

export default function InicioPage() {
  return <ComingSoon />;
}
