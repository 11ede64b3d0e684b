import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { memberSchema } from '@contract/members';
import { parkingSpaceSchema } from '@contract/parking';
import { getJson, sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';

const KEY = ['parking', 'admin'];

export const parkingSpacesQuery = () =>
  queryOptions({ queryKey: KEY, queryFn: () => getJson('/api/admin/parking', z.array(parkingSpaceSchema)) });

export const useParkingSpaces = () => useQuery(parkingSpacesQuery());

/** The members an admin may put on a space. */
export const useParkingMembers = () =>
  useQuery({ queryKey: ['parking', 'members'], queryFn: () => getJson('/api/admin/members', z.array(memberSchema)) });

export const addParkingSpace = (label: string) =>
  sendJson('/api/admin/parking', parkingSpaceSchema, {
    method: 'POST',
    body: { label },
    fallback: translateNow('parking.addFailed'),
  });

export const assignParkingSpace = ({ id, memberEmail }: { id: string; memberEmail: string | null }) =>
  sendJson(`/api/admin/parking/${encodeURIComponent(id)}/member`, parkingSpaceSchema, {
    method: 'PUT',
    body: { memberEmail },
    fallback: translateNow('parking.assignFailed'),
  });

function useParkingMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // A refusal may mean the list is out of date (another admin just assigned the space): fetch it again too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useAddParkingSpace = () => useParkingMutation(addParkingSpace);
export const useAssignParkingSpace = () => useParkingMutation(assignParkingSpace);
