import { ErrorPage } from './ErrorPage';

export default function NotFoundPage() {
  return (
    <ErrorPage
      code="404"
      titleKey="title.notFound"
      headingKey="errorPage.notFoundTitle"
      textKey="errorPage.notFoundText"
    />
  );
}
