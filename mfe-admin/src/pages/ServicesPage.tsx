// /admin/services: ordered services (service add-ons customers paid for), filtered by status and
// searched as you type; each opens in a drawer with its status workflow and note to the customer.
import { useLoad } from '@cadence/shared-lib';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { Flex, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../platform/PageHeader';
import { ServiceDrawer } from '../services/ServiceDrawer';
import { listServices, type ServiceOrder } from '../services/services-api';
import { ServicesTable } from '../services/ServicesTable';
import { INITIAL_SERVICE_FILTERS, STATUSES, type ServiceFilters, type Status } from '../services/workflow';
import { useDebouncedValue } from '../users/use-debounced-value';

/** Pause after the last key before the search is sent (as on /admin/users). */
const SEARCH_DELAY_MS = 400;

export default function ServicesPage() {
  const { t } = useTranslation('mfe-admin');
  const [filters, setFilters] = useState<ServiceFilters>(INITIAL_SERVICE_FILTERS);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const list = useLoad(() => listServices(filters), filters);
  const [openId, setOpenId] = useState<number | null>(null);

  // A new search starts again from the first page.
  useEffect(() => {
    setFilters((old) => (old.q === settledSearch ? old : { ...old, q: settledSearch, page: 1 }));
  }, [settledSearch]);

  function saved(service: ServiceOrder) {
    list.setData((old) => (old ? { ...old, services: old.services.map((s) => (s.id === service.id ? service : s)) } : old));
  }

  const open = list.data?.services.find((s) => s.id === openId) ?? null;
  return (
    <Flex vertical gap="middle">
      <PageHeader title={t('services.title')} description={t('services.description')} />
      <Flex wrap gap="small" align="center">
        <Input.Search
          aria-label={t('services.searchLabel')}
          placeholder={t('services.searchPlaceholder')}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(text) => {
            setSearch(text);
            setFilters((old) => (old.q === text ? old : { ...old, q: text, page: 1 }));
          }}
          style={{ width: 300 }}
        />
        <Select<Status | ''>
          aria-label={t('services.statusFilter')}
          value={filters.status ?? ''}
          onChange={(status) => setFilters((old) => ({ ...old, status: status || undefined, page: 1 }))}
          options={[
            { value: '', label: t('services.anyStatus') },
            ...STATUSES.map((status) => ({ value: status, label: t(`services.status.${status}`) })),
          ]}
          style={{ minWidth: 170 }}
        />
      </Flex>
      {list.failed ? (
        <LoadFailed text={t('services.loadFailed')} onRetry={list.reload} />
      ) : (
        <ServicesTable
          services={list.data?.services ?? []}
          meta={list.data?.meta ?? null}
          page={filters.page}
          perPage={filters.perPage}
          loading={list.loading}
          onOpen={(service) => setOpenId(service.id)}
          onPage={(page, perPage) => setFilters((old) => ({ ...old, perPage, page: perPage === old.perPage ? page : 1 }))}
        />
      )}
      <ServiceDrawer service={open} onClose={() => setOpenId(null)} onSaved={saved} />
    </Flex>
  );
}
