import { EmailText } from './EmailText.tsx';

/**
 * A person as the admin's tables name them: the name in bold, the email under it (wrapping only before the @ and
 * dots). The name is theirs, never translated.
 */
export function Person({ name, email }: { name: string; email: string }) {
  return (
    <span className="block min-w-0">
      <span translate="no" className="block font-semibold text-slate-900">
        {name}
      </span>
      <span className="block text-xs break-words text-slate-600">
        <EmailText email={email} />
      </span>
    </span>
  );
}
