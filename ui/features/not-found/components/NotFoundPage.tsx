import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>Page Not Found</title>
      <p className="text-7xl font-extrabold text-sky-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="mt-8 rounded-lg bg-sky-700 px-5 py-2.5 font-semibold text-white hover:bg-sky-800">
        Back to Home
      </Link>
    </div>
  );
}
