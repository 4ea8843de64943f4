// The search box and the four filters above the users table. Every control has an accessible name.
import type { Role } from '@cadence/shared-lib';
import { Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_CHOICES, type Flag, type UserFilters } from './filters';

type FlagKey = 'verified' | 'approved' | 'suspended';

export interface UsersFiltersProps {
  search: string;
  onSearch(text: string): void;
  /** Enter in the search box: search now instead of waiting for the pause. */
  onSearchNow(text: string): void;
  filters: UserFilters;
  onChange(change: Partial<UserFilters>): void;
}

const FLAG_KEYS: readonly FlagKey[] = ['verified', 'approved', 'suspended'];
const ANY_KEY: Record<FlagKey, string> = {
  verified: 'filters.anyVerified',
  approved: 'filters.anyApproved',
  suspended: 'filters.anySuspended',
};

export function UsersFilters({ search, onSearch, onSearchNow, filters, onChange }: UsersFiltersProps) {
  const { t } = useTranslation('mfe-admin');
  return (
    <Flex wrap gap="small" align="center">
      <Input.Search
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        allowClear
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        onSearch={(value) => onSearchNow(value)}
        style={{ width: 280 }}
      />
      <Select<Role | ''>
        aria-label={t('filters.role')}
        value={filters.role ?? ''}
        onChange={(value) => onChange({ role: value || undefined })}
        options={[
          { value: '', label: t('filters.anyRole') },
          ...ROLE_CHOICES.map((role) => ({ value: role, label: t(`role.${role}`) })),
        ]}
        style={{ minWidth: 140 }}
      />
      {FLAG_KEYS.map((key) => (
        <Select<Flag | ''>
          key={key}
          aria-label={t(`filters.${key}`)}
          value={filters[key] ?? ''}
          onChange={(value) => onChange({ [key]: value || undefined })}
          options={[
            { value: '', label: t(ANY_KEY[key]) },
            { value: 'yes', label: t(`${key}.yes`) },
            { value: 'no', label: t(`${key}.no`) },
          ]}
          style={{ minWidth: 170 }}
        />
      ))}
    </Flex>
  );
}
