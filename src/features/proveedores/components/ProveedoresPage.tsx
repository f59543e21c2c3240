import { ComingSoon } from '../../../components/ComingSoon';

export default function ProveedoresPage() {
  return <ComingSoon />;
}
