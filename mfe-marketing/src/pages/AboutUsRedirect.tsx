import { Navigate } from 'react-router';

/** /about-us is an old link (spec §2, "Other links seen"): it goes to /about. */
export default function AboutUsRedirect() {
  return <Navigate to="/about" replace />;
}
