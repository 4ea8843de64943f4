// /pages/miscellaneous/under-maintenance with the admin's message (maintenance mode, spec §2 /admin/settings):
// the one the API's 503 carried, else the one the public settings hold, else the shipped text.
import { useEffect, useState } from 'react';
import { call, rememberedMaintenanceMessage } from '@cadence/shared-lib';
import { MiscPage } from './MiscPage';

export function MaintenancePage() {
  const [message, setMessage] = useState<string | null>(() => rememberedMaintenanceMessage());
  useEffect(() => {
    let active = true;
    call('publicSettings', { query: { keys: 'maintenance_mode,maintenance_message' } })
      .then(({ data }) => {
        if (active && data.maintenance_mode && data.maintenance_message) setMessage(data.maintenance_message);
      })
      .catch(() => {
        // The remembered or shipped text stays.
      });
    return () => {
      active = false;
    };
  }, []);
  return <MiscPage name="under-maintenance" body={message} />;
}
