// SPDX-License-Identifier: GPL-2.0
/*
 * The active back ends.  Text goes to stderr unless a machine format
 * takes its place there; a file back end (SARIF to a file, the baseline
 * being written) is one more, so one run gives both.
 */
#include <stdbool.h>
#include <stddef.h>

#include "output.h"
#include "util.h"

#define MAX_SINKS 8

static const struct output_sink *sinks[MAX_SINKS];
static unsigned int nsinks;
static bool text_off;

void output_add_sink(const struct output_sink *s)
{
	unsigned int i;

	for (i = 0; i < nsinks; i++)
		if (sinks[i] == s)
			return;
	if (nsinks == MAX_SINKS)
		fatal("too many output back ends");
	sinks[nsinks++] = s;
}

void output_text_off(void)
{
	text_off = true;
}

void output_text_on(void)
{
	text_off = false;
}

int output_exit_status;
const char *output_first_unit;

void output_set_exit_status(int status)
{
	output_exit_status = status;
}

void output_reset(void)
{
	unsigned int i;

	output_text.reset();
	for (i = 0; i < nsinks; i++)
		sinks[i]->reset();
	nsinks = 0;
	text_off = false;
	output_exit_status = 0;
	output_first_unit = NULL;
}

void output_emit(const struct diag_record *r)
{
	unsigned int i;

	if (!text_off)
		output_text.emit(r);
	for (i = 0; i < nsinks; i++)
		sinks[i]->emit(r);
}

void output_finish(void)
{
	unsigned int i;

	for (i = 0; i < nsinks; i++)
		if (sinks[i]->finish)
			sinks[i]->finish();
}
