import { ComingSoon } from '../../../components/ComingSoon';

export default function ClientesPage() {
  return <ComingSoon />;
}
