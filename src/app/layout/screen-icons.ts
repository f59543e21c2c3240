import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PersonIcon from '@mui/icons-material/Person';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RouterIcon from '@mui/icons-material/Router';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ScreenIcon } from '../routes';

/** The menu's icons, drawn by the layout: the route table names them without loading MUI. */
export const SCREEN_ICONS: Readonly<Record<ScreenIcon, typeof HomeIcon>> = {
  Assessment: AssessmentIcon,
  Badge: BadgeIcon,
  Home: HomeIcon,
  Inventory2: Inventory2Icon,
  LocalShipping: LocalShippingIcon,
  ManageAccounts: ManageAccountsIcon,
  Person: PersonIcon,
  PhoneAndroid: PhoneAndroidIcon,
  PointOfSale: PointOfSaleIcon,
  ReceiptLong: ReceiptLongIcon,
  Router: RouterIcon,
  ShoppingCart: ShoppingCartIcon,
  Storefront: StorefrontIcon,
};
