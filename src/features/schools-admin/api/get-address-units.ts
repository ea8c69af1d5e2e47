// GET selections/provinces and selections/wards?province= : Vietnam's administrative units in force since 1 July
// 2025, two levels (the district level was abolished), served by the server from its dataset.
import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@/lib/http.ts';

export interface AddressUnit {
  code: string;
  name: string;
}

// The units change by resolution, years apart: kept for the whole session once read.
export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: ['selections', 'provinces'],
    queryFn: ({ signal }) => requestData<AddressUnit[]>('selections/provinces', { signal }),
    staleTime: Infinity,
  });

export const wardsQueryOptions = (province: string) =>
  queryOptions({
    queryKey: ['selections', 'wards', province],
    queryFn: ({ signal }) => requestData<AddressUnit[]>('selections/wards', { signal, query: { province } }),
    staleTime: Infinity,
  });
