import { useState } from 'react';
import toast from 'react-hot-toast';
import type { AdminApartmentDto } from '@contract/apartments';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { HttpError } from '@/lib/api-client.ts';
import { DashboardPage } from '@/components/DashboardPage.tsx';
import { useFormat, useT, type Translate } from '@/lib/i18n/intl.tsx';
import {
  fieldErrors,
  useAddApartment,
  useAdminApartments,
  useChangePhoto,
  useChangeRent,
  useImportApartments,
  useRetireApartment,
  type ApartmentInput,
} from '../api/apartments.ts';
import { ApartmentForm, type ApartmentFormErrors } from './ApartmentForm.tsx';
import { PhotoDialog, RentDialog, RetireDialog } from './ApartmentDialogs.tsx';
import { ApartmentsTable, useFlatName, type ApartmentAction } from './ApartmentsTable.tsx';
import { ImportForm } from './ImportForm.tsx';

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);
const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : 0);
const sentence = (text: string) => (/[.!?।]$/.test(text) ? text : `${text}.`);

/** The refusal of a new flat, by field: a taken block, floor and number is the number's problem. */
function addErrors(t: Translate, error: unknown): ApartmentFormErrors {
  const fields = fieldErrors(error);
  if (Object.keys(fields).length > 0) return fields;
  const message = messageOf(error, t('manageApartments.addFailed'));
  return error instanceof HttpError && error.code === 'APARTMENT.DUPLICATE' ? { number: message } : { form: message };
}

export default function ManageApartmentsPage() {
  const t = useT();
  const format = useFormat();
  const flatName = useFlatName();
  const apartments = useAdminApartments();
  const add = useAddApartment();
  const rent = useChangeRent();
  const photo = useChangePhoto();
  const retire = useRetireApartment();
  const importer = useImportApartments();
  const [formErrors, setFormErrors] = useState<ApartmentFormErrors>({});
  const [importError, setImportError] = useState<string | null>(null);
  const [open, setOpen] = useState<{ action: ApartmentAction; apartment: AdminApartmentDto } | null>(null);
  const [dialogError, setDialogError] = useState<string | undefined>();
  const dialogFor = (action: ApartmentAction) => (open?.action === action ? open.apartment : null);
  const close = () => {
    setOpen(null);
    setDialogError(undefined);
  };

  const onAdd = async (input: ApartmentInput, picture: File | null) => {
    setFormErrors({});
    let added: AdminApartmentDto;
    try {
      added = await add.mutateAsync(input);
    } catch (error) {
      setFormErrors(addErrors(t, error));
      return false;
    }
    if (picture) {
      try {
        await photo.mutateAsync({ id: added._id, photo: picture });
      } catch (error) {
        // The flat is in; only its picture is missing, and Change photo puts one on it.
        toast.error(
          t('manageApartments.addedNoPhoto', {
            flat: flatName(added),
            message: messageOf(error, t('manageApartments.photoNotSaved')),
          }),
        );
        return true;
      }
    }
    toast.success(t('manageApartments.added', { flat: flatName(added) }));
    return true;
  };

  const onImport = async (file: File) => {
    setImportError(null);
    try {
      const { imported } = await importer.mutateAsync(file);
      toast.success(t('manageApartments.imported', { count: imported }));
      return true;
    } catch (error) {
      setImportError(
        t('manageApartments.nothingImported', {
          message: sentence(messageOf(error, t('manageApartments.importFailed'))),
        }),
      );
      return false;
    }
  };

  /** A dialog's change: closed with a toast when it went through, kept open with the server's reason when not. */
  const change = async (
    call: () => Promise<AdminApartmentDto>,
    done: (a: AdminApartmentDto) => string,
    keepOpen: boolean,
  ) => {
    setDialogError(undefined);
    try {
      const changed = await call();
      close();
      toast.success(done(changed));
    } catch (error) {
      // A refused value (a rent out of range, a file that is no picture) is fixed in the dialog; anything else closes it.
      if (keepOpen && [400, 413, 415].includes(statusOf(error)))
        return setDialogError(fieldErrors(error).rent ?? messageOf(error, t('manageApartments.refused')));
      close();
      toast.error(messageOf(error, t('manageApartments.notSaved')));
    }
  };

  return (
    <DashboardPage title={t('manageApartments.title')} wide>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ApartmentForm
          busy={add.isPending || photo.isPending}
          errors={formErrors}
          onSubmit={onAdd}
          onPhotoProblem={(problem) =>
            setFormErrors(({ photo: _, ...others }) => (problem ? { ...others, photo: problem } : others))
          }
        />
        <ImportForm
          busy={importer.isPending}
          error={importError}
          onSubmit={onImport}
          onPick={() => setImportError(null)}
        />
      </div>
      <section aria-labelledby="apartments-list" className="flex flex-col gap-3">
        <h2 id="apartments-list" className="text-xl font-semibold text-slate-900">
          {apartments.data
            ? t('manageApartments.listCount', { count: format.number(apartments.data.length) })
            : t('manageApartments.list')}
        </h2>
        {apartments.isPending ? (
          <StatusText>{t('manageApartments.loading')}</StatusText>
        ) : apartments.isError ? (
          <ErrorBanner>{t('manageApartments.loadFailed')}</ErrorBanner>
        ) : (
          <ApartmentsTable
            apartments={apartments.data}
            onAction={(action, apartment) => setOpen({ action, apartment })}
          />
        )}
      </section>
      <RentDialog
        apartment={dialogFor('rent')}
        busy={rent.isPending}
        error={dialogError}
        onCancel={close}
        onSubmit={(value) =>
          void change(
            () => rent.mutateAsync({ id: open!.apartment._id, rent: value }),
            (a) => t('manageApartments.rentChanged', { flat: flatName(a), rent: format.number(a.rent) }),
            true,
          )
        }
      />
      <PhotoDialog
        apartment={dialogFor('photo')}
        busy={photo.isPending}
        error={dialogError}
        onCancel={close}
        onSubmit={(file) =>
          void change(
            () => photo.mutateAsync({ id: open!.apartment._id, photo: file }),
            (a) => t('manageApartments.photoSaved', { flat: flatName(a) }),
            true,
          )
        }
      />
      <RetireDialog
        apartment={dialogFor('retire')}
        busy={retire.isPending}
        onCancel={close}
        onSubmit={(a) =>
          void change(
            () => retire.mutateAsync(a._id),
            (r) => t('manageApartments.retired', { flat: flatName(r) }),
            false,
          )
        }
      />
    </DashboardPage>
  );
}
