import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { RecordLoader } from '@web/components/record-loader';
import { usePartnership } from '@web/features/vendor-partnerships/api/partnerships';
import { useReview } from '@web/features/vendor-partnerships/api/reviews';
import { partnershipPaths } from '@web/features/vendor-partnerships/paths';
import { ReviewPage } from '@web/features/vendor-partnerships/review/review-page';
import { quarterLabel } from '@web/features/vendor-partnerships/words';

const back = { to: partnershipPaths.list, label: 'Back to partnerships' };

/** One quarterly review, with its partnership (docs/product.md, "The vendor partnership"). */
export function Component() {
  const review = useReview(Number(useParams().id));
  const partnership = usePartnership(review.data?.partnership_id ?? 0);
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {review.data
          ? `Quarterly review, ${quarterLabel(review.data.quarter)}`
          : 'Quarterly review'}
      </Title>
      <RecordLoader query={review} noun="review" back={back}>
        {(loaded) => (
          <RecordLoader query={partnership} noun="partnership" back={back}>
            {(of) => <ReviewPage review={loaded} partnership={of} />}
          </RecordLoader>
        )}
      </RecordLoader>
    </Stack>
  );
}
