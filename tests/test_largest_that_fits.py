"""The halving search behind the largest context and the longest training sequence."""

from planner.llm.search import largest_that_fits


def test_it_finds_the_last_size_that_fits_and_says_none_when_nothing_does():
    assert largest_that_fits(lambda n: n <= 5_000, 131_072) == 5_000
    assert largest_that_fits(lambda n: True, 131_072) == 131_072
    assert largest_that_fits(lambda n: n <= 1, 131_072) == 1
    assert largest_that_fits(lambda n: False, 131_072) is None
