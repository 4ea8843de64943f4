// To-do home (/to-do): title, what the area is for, and the shared coming-soon state until its features land.
import { AreaHome } from '@cadence/shared-lib/antd';
import checklists from '../module';

export default function ToDoHome() {
  return <AreaHome mod={checklists} />;
}
