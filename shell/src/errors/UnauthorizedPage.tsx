import { ErrorPage } from './ErrorPage';

export default function UnauthorizedPage() {
  return (
    <ErrorPage
      code="401"
      titleKey="title.unauthorized"
      headingKey="errorPage.unauthorizedTitle"
      textKey="errorPage.unauthorizedText"
    />
  );
}
