// Account settings home (/pages/account-setting): title, what the area is for, and the shared coming-soon state until its features land.
import { AreaHome } from '@cadence/shared-lib/antd';
import account from '../module';

export default function AccountSettingsHome() {
  return <AreaHome mod={account} />;
}
