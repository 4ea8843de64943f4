// Admin users home (/admin/users): title, what the area is for, and the shared coming-soon state until its features land.
import { AreaHome } from '@cadence/shared-lib/antd';
import admin from '../module';

export default function UsersHome() {
  return <AreaHome mod={admin} />;
}
